import logging
import time

import requests

logger = logging.getLogger(__name__)

BASE_URL = "https://api.weather.example.com/v2"
TIMEOUT = 10


def _session():
    session = requests.Session()
    session.headers.update({"User-Agent": "weather-sync/1.4"})
    return session


def fetch_current(session, station_id):
    url = f"{BASE_URL}/stations/{station_id}/current"
    try:
        response = session.get(url, timeout=TIMEOUT)
        response.raise_for_status()
    except requests.Timeout:
        logger.warning("Timed out fetching %s", url)
        return None
    except requests.HTTPError as exc:
        logger.error("HTTP %s for %s", exc.response.status_code, url)
        return None
    return response.json()


def fetch_forecast(session, station_id, days=5):
    url = f"{BASE_URL}/stations/{station_id}/forecast"
    try:
        response = session.get(url, params={"days": days}, timeout=TIMEOUT)
        response.raise_for_status()
    except requests.Timeout:
        logger.warning("Timed out fetching %s", url)
        return None
    except requests.HTTPError as exc:
        logger.error("HTTP %s for %s", exc.response.status_code, url)
        return None
    return response.json()["days"]


def fetch_alerts(session, region):
    url = f"{BASE_URL}/regions/{region}/alerts"
    try:
        response = session.get(url, timeout=TIMEOUT)
        response.raise_for_status()
    except requests.Timeout:
        logger.warning("Timed out fetching %s", url)
        return None
    except requests.HTTPError as exc:
        logger.error("HTTP %s for %s", exc.response.status_code, url)
        return None
    return response.json().get("alerts", [])


def sync_all(station_ids, regions):
    session = _session()
    started = time.monotonic()
    results = {"current": {}, "forecast": {}, "alerts": {}}
    for station_id in station_ids:
        results["current"][station_id] = fetch_current(session, station_id)
        results["forecast"][station_id] = fetch_forecast(session, station_id)
    for region in regions:
        results["alerts"][region] = fetch_alerts(session, region)
    logger.info("Sync finished in %.1fs", time.monotonic() - started)
    return results
