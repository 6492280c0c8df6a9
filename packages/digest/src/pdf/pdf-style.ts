// The PDF's page and type: one place for the numbers every part of the book shares.

// A 3:4 page, the shape of a 6" e-reader screen, so a page fills it with text at a readable
// size; 127 × 169 mm also prints 1:1 on A5 and scales cleanly to A4.
export const PDF_PAGE = { width: 360, height: 480 };
export const MARGINS: [number, number, number, number] = [30, 32, 30, 40];
export const CONTENT_WIDTH = PDF_PAGE.width - MARGINS[0] - MARGINS[2];
/** The width of a page turned sideways, for a table too wide to read on an upright one. */
export const LANDSCAPE_CONTENT_WIDTH = PDF_PAGE.height - MARGINS[0] - MARGINS[2];
export const CONTENT_HEIGHT = PDF_PAGE.height - MARGINS[1] - MARGINS[3];
export const BODY_SIZE = 10.5;
export const INK = "#1a1a1a";
export const MUTED = "#5c5c5c";
export const LINK = "#1d4f7a";
// Tracking URLs that could not be unwrapped can be huge; link annotations are stored uncompressed.
export const MAX_LINK_LENGTH = 600;
