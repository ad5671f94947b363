import csv
import logging
import os
import sys
from contextlib import closing
from datetime import datetime
# ... existing code ...


def import_file(path):
    total = 0
    batch = []
    with closing(connect()) as conn:
        with conn, conn.cursor() as cur:
            for record in read_rows(path):
                batch.append(record)
                if len(batch) >= BATCH_SIZE:
                    upsert(cur, batch)
                    total += len(batch)
                    batch.clear()
            if batch:
                upsert(cur, batch)
                total += len(batch)
    log.info("imported %d rows from %s", total, path)
    return total


# ... existing code ...
