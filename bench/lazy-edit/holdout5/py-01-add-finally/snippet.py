# ... existing code ...
    except sqlite3.OperationalError:
        return 0
    finally:
        conn.close()


def list_tables(path):
    # ... existing code ...
