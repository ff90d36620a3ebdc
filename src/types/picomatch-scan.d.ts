// picomatch ships no types; its scanner (lib/scan.js, what picomatch.scan and tinyglobby's
// isDynamicPattern call) is imported on its own, without the matcher compiler behind it.
declare module "picomatch/lib/scan.js" {
  interface ScanState {
    isGlob: boolean;
    negated: boolean;
  }
  function scan(input: string): ScanState;
  export default scan;
}
