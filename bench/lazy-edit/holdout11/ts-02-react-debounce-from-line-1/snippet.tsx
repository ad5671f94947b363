import React, { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { searchProducts } from '../api/products';
import { ProductCard } from '../components/ProductCard';
import { Spinner } from '../components/Spinner';
import { useDebounce } from '../hooks/useDebounce';
import type { Product } from '../types';

// ... existing code ...
  const [error, setError] = useState<string | null>(null);
  const debouncedQuery = useDebounce(query, 300);

  useEffect(() => {
    if (!debouncedQuery.trim()) {
      setResults([]);
      return;
    }
    let cancelled = false;
    setLoading(true);
    setError(null);
    searchProducts(debouncedQuery, { limit: pageSize })
      // ... existing code ...
    return () => {
      cancelled = true;
    };
  }, [debouncedQuery, pageSize]);

// ... existing code ...
