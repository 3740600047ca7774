#include <fribidi.h>

// FriBidi spells its paragraph directions as bit-mask macros Swift cannot import; these constants name them.
// "Other neutral": resolve the paragraph's direction from its first strong character (UAX #9 rules P2 and P3).
static const FriBidiParType trellis_fribidi_paragraph_auto = FRIBIDI_PAR_ON;
static const FriBidiParType trellis_fribidi_paragraph_rtl = FRIBIDI_PAR_RTL;
// "Other neutral" as an answer of fribidi_get_par_direction: the paragraph has no strong character.
static const FriBidiParType trellis_fribidi_paragraph_neutral = FRIBIDI_PAR_ON;
