//! Proptest strategies for random root signatures (feature `proptest`). TODO: being written.
