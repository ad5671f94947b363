import React, { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { searchProducts } from '../api/products';
import { ProductCard } from '../components/ProductCard';
import { Spinner } from '../components/Spinner';
import { useDebounce } from '../hooks/useDebounce';
import type { Product } from '../types';

interface SearchPageProps {
  initialQuery?: string;
  pageSize?: number;
}

export function SearchPage({ initialQuery = '', pageSize = 24 }: SearchPageProps) {
  const navigate = useNavigate();
  const [query, setQuery] = useState(initialQuery);
  const [results, setResults] = useState<Product[]>([]);
  const [loading, setLoading] = useState(false);
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
      .then((items) => {
        if (!cancelled) setResults(items);
      })
      .catch((err: Error) => {
        if (!cancelled) setError(err.message);
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [debouncedQuery, pageSize]);

  const handleSelect = (product: Product) => {
    navigate(`/products/${product.slug}`);
  };

  return (
    <div className="search-page">
      <input
        type="search"
        className="search-page__input"
        placeholder="Search products"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        autoFocus
      />
      {loading && <Spinner size="small" />}
      {error && <p className="search-page__error">{error}</p>}
      <div className="search-page__grid">
        {results.map((product) => (
          <ProductCard key={product.id} product={product} onClick={() => handleSelect(product)} />
        ))}
      </div>
      {!loading && !error && query && results.length === 0 && (
        <p className="search-page__empty">No products match "{query}".</p>
      )}
    </div>
  );
}
