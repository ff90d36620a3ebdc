#!/usr/bin/env node
// The `steward` command's entry: nothing but main(); see src/cli/main.ts.
import { main } from "./cli/main";

process.exitCode = main(process.argv.slice(2));
