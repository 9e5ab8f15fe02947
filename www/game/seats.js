// What a seat of a game on one device can be: a person or one of the computer's levels. Apart
// from the controller so that the home page's saved games can be checked without loading it.

/** The levels a seat can have besides 'human', weakest first. */
export const LEVELS = ['easy', 'normal', 'hard', 'benlik'];

/** Every value a seat can have on one device. */
export const SEATS = ['human', ...LEVELS];
