# ... existing code ...


def customer_summary(df: pd.DataFrame) -> pd.DataFrame:
    # ... existing code (unchanged) ...
    return summary.sort_values("revenue", ascending=False)


def cohort_retention(df: pd.DataFrame) -> pd.DataFrame:
    """Share of each monthly first-order cohort that ordered again in later months."""
    orders = df[["customer_id", "order_date"]].copy()
    orders["order_month"] = orders["order_date"].dt.to_period("M")
    orders["cohort"] = orders.groupby("customer_id")["order_month"].transform("min")
    orders["period"] = (orders["order_month"] - orders["cohort"]).apply(lambda p: p.n)
    counts = orders.groupby(["cohort", "period"])["customer_id"].nunique().unstack(fill_value=0)
    return counts.div(counts[0], axis=0).round(3)


def top_countries(df: pd.DataFrame, n: int = 10) -> pd.Series:
    # ... existing code ...
