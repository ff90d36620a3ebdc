import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  ReplayError,
  createReplayModelClient,
  loadReplayClient,
  parseTranscript
} from "./chunk-SYNQ2IVZ.js";
import "./chunk-NYG7QIXA.js";
import "./chunk-SXXHESJR.js";
export {
  ReplayError,
  createReplayModelClient,
  loadReplayClient,
  parseTranscript
};
