// Copyright 2024 Acme Inc.
// SPDX-License-Identifier: MIT

import { format } from './format.js';
import { parse } from './parse.js';
import { validate } from './validate.js';

export function roundTrip(text) {
  const tree = parse(text);
  validate(tree);
  return format(tree);
}
