import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  READ_FLAGS,
  createNew,
  isDevicePath,
  isRefusal,
  judgeFor,
  openExisting,
  rewrite
} from "./chunk-OWFUW3XC.js";
import "./chunk-SXXHESJR.js";
export {
  READ_FLAGS,
  createNew,
  isDevicePath,
  isRefusal,
  judgeFor,
  openExisting,
  rewrite
};
