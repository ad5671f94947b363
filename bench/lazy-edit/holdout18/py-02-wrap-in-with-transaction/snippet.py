# ... existing code ...


def rollup_day(engine: Engine, day: date) -> None:
    signups = count_signups(engine, day)
    active = count_active_users(engine, day)
    with engine.begin() as conn:
        conn.execute(daily_stats.delete().where(daily_stats.c.day == day))
        conn.execute(
            daily_stats.insert().values(day=day, signups=signups, active_users=active)
        )
    log.info("rolled up %s: %d signups, %d active users", day, signups, active)


# ... rest of the file unchanged ...
