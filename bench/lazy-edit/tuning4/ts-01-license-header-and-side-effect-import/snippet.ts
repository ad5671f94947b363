// SPDX-License-Identifier: AGPL-3.0-only
// Copyright (C) 2024 The Forgekeep Authors

import "reflect-metadata";
import { NestFactory } from "@nestjs/core";
// ... existing code ...
