/** The release shown in Settings › App Info & Support; kept equal to the root package.json by a test. */
export const APP_VERSION = '0.1.0';
