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
} from "./chunk-FZOJCB43.js";
import "./chunk-XMQY2BWK.js";
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
