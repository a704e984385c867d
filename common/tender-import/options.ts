/** The largest file the console's import takes: 2 million characters (about 6 MB of Chinese text); larger files go through the command line. */
export const STAFF_IMPORT_MAX_CHARS = 2_000_000;
