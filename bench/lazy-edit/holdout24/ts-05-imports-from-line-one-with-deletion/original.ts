import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import dayjs from "dayjs";
import utc from "dayjs/plugin/utc";
import cron from "node-cron";

import { db } from "../db";
import { renderReport } from "./render";
import { sendMail } from "../mail";
import type { ReportDefinition, ReportRun } from "./types";

dayjs.extend(utc);

const MAX_ATTEMPTS = 3;
const RETRY_DELAY_MS = 30_000;

export class ReportScheduler {
  private readonly tasks = new Map<string, cron.ScheduledTask>();

  constructor(private readonly timezone = "UTC") {}

  async start(): Promise<void> {
    const definitions = await db.reportDefinition.findMany({ where: { enabled: true } });
    for (const def of definitions) {
      this.schedule(def);
    }
  }

  schedule(def: ReportDefinition): void {
    this.unschedule(def.id);
    const task = cron.schedule(def.cron, () => void this.run(def), {
      timezone: this.timezone,
    });
    this.tasks.set(def.id, task);
  }

  unschedule(id: string): void {
    const existing = this.tasks.get(id);
    if (existing) {
      existing.stop();
      this.tasks.delete(id);
    }
  }

  stopAll(): void {
    for (const task of this.tasks.values()) {
      task.stop();
    }
    this.tasks.clear();
  }

  private async run(def: ReportDefinition): Promise<ReportRun> {
    const run: ReportRun = {
      id: randomUUID(),
      definitionId: def.id,
      startedAt: dayjs.utc().toISOString(),
      status: "running",
      attempts: 0,
    };

    while (run.attempts < MAX_ATTEMPTS) {
      run.attempts += 1;
      try {
        const html = await renderReport(def, dayjs.utc().subtract(1, "day"));
        await sendMail({
          to: def.recipients,
          subject: `${def.title} — ${dayjs.utc().format("YYYY-MM-DD")}`,
          html,
        });
        run.status = "succeeded";
        break;
      } catch (err) {
        run.status = "failed";
        run.error = err instanceof Error ? err.message : String(err);
        if (run.attempts < MAX_ATTEMPTS) {
          await sleep(RETRY_DELAY_MS);
        }
      }
    }

    run.finishedAt = dayjs.utc().toISOString();
    await db.reportRun.create({ data: run });
    return run;
  }
}
