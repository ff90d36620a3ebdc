// Bounds that keep the analysis fast and its result small enough to judge. A command past any of them
// is denied; none is reached by a command a person would type.

/** Characters, checked before parsing. */
export const MAX_COMMAND_LENGTH = 10_000;
/** Simple commands in one command line, after unwrapping `bash -c` scripts. */
export const MAX_SIMPLE_COMMANDS = 100;
/** Nested subshells, groups, substitutions, compound statements and `bash -c` scripts. */
export const MAX_NESTING = 20;
/** Depth of the syntax tree itself (a cheap guard run before the walk, which recurses). */
export const MAX_TREE_DEPTH = 400;
/** Values of one `for` loop (its body is judged once for each). */
export const MAX_LOOP_VALUES = 50;
/** Working directories a command may be in after `cd`s (each relative path is judged in each). */
export const MAX_WORKING_DIRECTORIES = 8;
