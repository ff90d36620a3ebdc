import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  $,
  ExecaError,
  ExecaSyncError,
  execa,
  execaCommand,
  execaCommandSync,
  execaNode,
  execaSync,
  getCancelSignal,
  getEachMessage,
  getOneMessage,
  parseCommandString,
  sendMessage
} from "./chunk-I7AMCC5Y.js";
import "./chunk-NYG7QIXA.js";
import "./chunk-SXXHESJR.js";
export {
  $,
  ExecaError,
  ExecaSyncError,
  execa,
  execaCommand,
  execaCommandSync,
  execaNode,
  execaSync,
  getCancelSignal,
  getEachMessage,
  getOneMessage,
  parseCommandString,
  sendMessage
};
