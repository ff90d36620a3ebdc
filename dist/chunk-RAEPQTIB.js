import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  bashParser,
  locateWasm
} from "./chunk-Q4J23LK5.js";
import "./chunk-NYG7QIXA.js";
import "./chunk-SXXHESJR.js";
export {
  bashParser,
  locateWasm
};
