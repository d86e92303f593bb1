void main(in uint ic : SV_InnerCoverage) {
        if (ic == 0)
                discard;
}