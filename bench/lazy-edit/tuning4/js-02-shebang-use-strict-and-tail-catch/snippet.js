#!/usr/bin/env node
"use strict";

const { program } = require("commander");
// ... existing code ...

main().catch((err) => {
  console.error(`forgekeep-mirror: ${err.message}`);
  if (process.env.DEBUG) {
    console.error(err.stack);
  }
  process.exitCode = 1;
});
