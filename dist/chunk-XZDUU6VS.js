import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  parseDocument
} from "./chunk-2DZ6IWZL.js";
import "./chunk-NYG7QIXA.js";
import "./chunk-SXXHESJR.js";
export {
  parseDocument
};
