import logging
from datetime import date, timedelta

import sqlalchemy as sa
from sqlalchemy.engine import Engine

from .models import daily_stats, events, users

log = logging.getLogger(__name__)


def _day_bounds(day: date) -> tuple[date, date]:
    return day, day + timedelta(days=1)


def count_signups(engine: Engine, day: date) -> int:
    start, end = _day_bounds(day)
    query = sa.select(sa.func.count()).select_from(users).where(
        users.c.created_at >= start, users.c.created_at < end
    )
    with engine.connect() as conn:
        return conn.execute(query).scalar_one()


def count_active_users(engine: Engine, day: date) -> int:
    start, end = _day_bounds(day)
    query = sa.select(sa.func.count(sa.distinct(events.c.user_id))).where(
        events.c.occurred_at >= start, events.c.occurred_at < end
    )
    with engine.connect() as conn:
        return conn.execute(query).scalar_one()


def rollup_day(engine: Engine, day: date) -> None:
    signups = count_signups(engine, day)
    active = count_active_users(engine, day)
    conn = engine.connect()
    conn.execute(daily_stats.delete().where(daily_stats.c.day == day))
    conn.execute(
        daily_stats.insert().values(day=day, signups=signups, active_users=active)
    )
    conn.commit()
    conn.close()
    log.info("rolled up %s: %d signups, %d active users", day, signups, active)


def backfill(engine: Engine, start: date, end: date) -> int:
    days = 0
    current = start
    while current < end:
        rollup_day(engine, current)
        current += timedelta(days=1)
        days += 1
    return days
