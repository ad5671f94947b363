import { setTimeout as sleep } from "node:timers/promises";
import dayjs from "dayjs";
import utc from "dayjs/plugin/utc";
import cron from "node-cron";
import { ulid } from "ulid";

import { db } from "../db";
// …
    const run: ReportRun = {
      id: ulid(),
      definitionId: def.id,
// … rest of the file …
