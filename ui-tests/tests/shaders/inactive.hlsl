// Only console branches define the signature.
#if defined(XBOX)
#define ConsoleRS "CBV(b0)"
#elif defined(PS5)
#define ConsoleRS "SRV(t0)"
#endif

#ifndef PLATFORM
#error PLATFORM must be defined
#endif
