import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  READ_FLAGS,
  createNew,
  isDevicePath,
  isRefusal,
  judgeFor,
  openExisting,
  rewrite
} from "./chunk-6TRFA7E5.js";
import "./chunk-NYG7QIXA.js";
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
