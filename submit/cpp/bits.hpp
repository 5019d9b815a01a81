// Bit tricks both searches use: the compilers' builtins where GCC or clang
// offers them, portable code beside them (what Visual C++ builds, and any
// build with -DSUDOKU_PORTABLE, which the tests run as well).

namespace bits {

#if defined(__GNUC__) && !defined(SUDOKU_PORTABLE)
// The index of the lowest set bit of `mask` (not 0).
static inline int lowest_bit(unsigned int mask) { return __builtin_ctz(mask); }
#else
// The index of the lowest set bit of `mask` (not 0): the bit times a de
// Bruijn sequence puts a distinct pattern in the top five bits.
static inline int lowest_bit(unsigned int mask) {
    static const unsigned char position[32] = {0,  1,  28, 2,  29, 14, 24, 3,  30, 22, 20,
                                               15, 25, 17, 4,  8,  31, 27, 13, 23, 21, 19,
                                               16, 7,  26, 12, 18, 6,  11, 5,  10, 9};
    return position[(((mask & (0u - mask)) * 0x077cb531u) & 0xffffffffu) >> 27];
}
#endif

}  // namespace bits
