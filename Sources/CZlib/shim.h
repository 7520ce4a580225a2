// zlib, the system's deflate implementation: ArrangeRendering compresses PNG image data with it.
#include <zlib.h>
