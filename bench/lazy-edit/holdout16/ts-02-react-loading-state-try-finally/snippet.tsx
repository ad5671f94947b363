// ... existing code ...
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    let cancelled = false;

    async function load() {
      setError(null);
      setLoading(true);
      try {
        const result = await fetchInvoices(customerId, { page, pageSize });
        if (!cancelled) {
          setInvoices(result.items);
        }
      } finally {
        if (!cancelled) setLoading(false);
      }
    }

    // ... existing code ...
  }, [customerId, page, pageSize]);

  if (error) {
    return <div className={styles.error}>Failed to load invoices: {error}</div>;
  }

  if (loading && invoices.length === 0) {
    return <Spinner label="Loading invoices" />;
  }

  return (
// ... existing code ...
