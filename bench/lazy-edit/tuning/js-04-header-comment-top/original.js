// Copyright 2024 Acme Inc.
// SPDX-License-Identifier: MIT

import { format } from './format.js';
import { parse } from './parse.js';

export function roundTrip(text) {
  return format(parse(text));
}
