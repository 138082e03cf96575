/**
 * Whether the JSON text nests objects and arrays at most `max` deep, read in one pass without
 * parsing it (decision 0061): a walk of a parsed value one level per call overflows the stack long
 * before a body reaches its size limit, so the depth is settled before anything walks the value.
 * Brackets inside strings do not count; malformed text is left to the parser to refuse.
 */
export function jsonDepthWithin(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return false;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return true;
}
