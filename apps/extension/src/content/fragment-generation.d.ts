declare module 'text-fragments-polyfill/dist/fragment-generation-utils.js' {
  export const GenerateFragmentStatus: {
    SUCCESS: 0;
    INVALID_SELECTION: 1;
    AMBIGUOUS: 2;
    TIMEOUT: 3;
    EXECUTION_FAILED: 4;
  };
  export function generateFragmentFromRange(
    range: Range,
    startTime?: number,
  ): {
    status: number;
    fragment?: { prefix?: string; textStart: string; textEnd?: string; suffix?: string };
  };
}
