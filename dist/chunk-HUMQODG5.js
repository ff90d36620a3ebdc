import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  child_process,
  crypto,
  fs,
  os,
  path,
  stream,
  util
} from "./chunk-43DM7Z7E.js";
import "./chunk-NYG7QIXA.js";
import "./chunk-SXXHESJR.js";
export {
  child_process,
  crypto,
  fs,
  os,
  path,
  stream,
  util
};
