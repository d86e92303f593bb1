//! Proc-macro glue for rootsig. Use the `rootsig` crate, which re-exports these.
