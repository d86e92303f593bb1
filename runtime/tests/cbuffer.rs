//! A struct that core generates for a constant buffer compiles, and each
//! field sits where fxc's layout puts it (docs/bindings.md §7.5). The
//! struct is core's golden file for the buffer of DXC's test
//! `CodeGenSPIRV/vk.layout.cbuffer.fxc.hlsl`; the offsets below are the
//! ones its comments quote from fxc.

use core::mem::{offset_of, size_of};
use zerocopy::{FromZeros, IntoBytes};

include!("../../core/tests/cbuffer/my_cbuffer.rs");

/// `(field, offset_of!(T, field), expected)` for each `field = expected`.
macro_rules! offsets {
    ($t:ident; $($field:ident = $expected:literal),* $(,)?) => {
        [$((stringify!($field), offset_of!($t, $field), $expected)),*]
    };
}

#[test]
fn every_field_is_at_the_offset_fxc_gives() {
    let buffer = offsets![MyCBuffer;
        CB_scalar1 = 0, CB_sArray = 16, CB_scalarArray1 = 2000,
        CB_vectorArray1 = 2016, CB_vector1 = 2032, CB_matrixArray1 = 2048,
        CB_vector2 = 2096, CB_scalarArray2 = 2112, CB_matrix1 = 2144,
        CB_vector3 = 2192, CB_matrix2 = 2224, CB_matrixArray2 = 2256,
        CB_matrix3 = 2320, CB_matrix4 = 2352, CB_vectorArray2 = 2400,
        CB_matrixArray3 = 2432, CB_vectorArray3 = 2528, CB_matrixArray4 = 2624,
        CB_vector4 = 2816, CB_vectorArray4 = 2848, CB_scalar2 = 2968,
        CB_vector5 = 2976, CB_scalarArray3 = 2992, CB_vector6 = 3028,
    ];
    let element = offsets![MyCBufferS;
        scalar1 = 0, scalar2 = 8, vector1 = 16, vector2 = 32,
        vector3 = 48, vector4 = 80, matrix1 = 112, matrix2 = 160,
        matrix3 = 192, matrix4 = 224, scalarArray1 = 272, scalarArray2 = 288,
        vectorArray1 = 320, vectorArray2 = 336, vectorArray3 = 368, vectorArray4 = 464,
        matrixArray1 = 592, matrixArray2 = 640, matrixArray3 = 704, matrixArray4 = 800,
    ];
    for (name, got, fxc) in buffer.into_iter().chain(element) {
        assert_eq!(got, fxc, "{name}");
    }
    // fxc's struct size, and the buffer's end (3028 + 12) rounded to 8.
    assert_eq!(size_of::<MyCBufferS>(), 984);
    assert_eq!(size_of::<MyCBuffer>(), 3040);
}

#[test]
fn writes_land_where_the_shader_reads() {
    let mut b = MyCBuffer::new_zeroed();
    b.CB_vector6 = [1.0, 2.0, 3.0];
    b.CB_scalarArray3.set(2, -7);
    let mut element = MyCBufferS::new_zeroed();
    element.scalar2 = 0.5;
    b.CB_sArray.set(1, element);
    let bytes = b.as_bytes();
    assert_eq!(&bytes[3028..3032], 1.0f32.to_le_bytes());
    assert_eq!(&bytes[2992 + 32..2992 + 36], (-7i32).to_le_bytes());
    // Element 1 of the struct array is 992 bytes after element 0.
    assert_eq!(&bytes[16 + 992 + 8..16 + 992 + 16], 0.5f64.to_le_bytes());
    assert_eq!(b.CB_scalarArray3.get(2), Some(-7));
}
