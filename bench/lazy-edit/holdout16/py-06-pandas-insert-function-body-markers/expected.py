import numpy as np
import pandas as pd

REQUIRED_COLUMNS = ["order_id", "customer_id", "order_date", "amount", "country"]


def load_orders(path: str) -> pd.DataFrame:
    df = pd.read_csv(path, parse_dates=["order_date"])
    missing = set(REQUIRED_COLUMNS) - set(df.columns)
    if missing:
        raise ValueError(f"missing columns: {sorted(missing)}")
    df = df.dropna(subset=["order_id", "customer_id"])
    df["amount"] = pd.to_numeric(df["amount"], errors="coerce").fillna(0.0)
    df["country"] = df["country"].str.upper().str.strip()
    return df


def monthly_revenue(df: pd.DataFrame) -> pd.DataFrame:
    monthly = (
        df.set_index("order_date")
        .groupby("country")
        .resample("MS")["amount"]
        .sum()
        .reset_index()
    )
    monthly = monthly.rename(columns={"order_date": "month", "amount": "revenue"})
    return monthly.sort_values(["country", "month"]).reset_index(drop=True)


def customer_summary(df: pd.DataFrame) -> pd.DataFrame:
    summary = df.groupby("customer_id").agg(
        orders=("order_id", "nunique"),
        revenue=("amount", "sum"),
        first_order=("order_date", "min"),
        last_order=("order_date", "max"),
    )
    summary["avg_order_value"] = summary["revenue"] / summary["orders"]
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
    return df.groupby("country")["amount"].sum().nlargest(n)


def flag_outliers(df: pd.DataFrame, z: float = 3.0) -> pd.DataFrame:
    mean = df["amount"].mean()
    std = df["amount"].std(ddof=0)
    out = df.copy()
    out["is_outlier"] = np.abs((out["amount"] - mean) / std) > z if std else False
    return out
