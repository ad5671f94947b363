import React, { useState, useMemo, useEffect } from 'react';
// ... existing code ...

const SORT_STORAGE_KEY = 'orderTable.sortKey';

function OrderTable({ orders, currency, onSelect }) {
  const [sortKey, setSortKey] = useState(
    () => window.localStorage.getItem(SORT_STORAGE_KEY) || 'date'
  );
  const [query, setQuery] = useState('');

  useEffect(() => {
    window.localStorage.setItem(SORT_STORAGE_KEY, sortKey);
  }, [sortKey]);

  const visible = useMemo(() => {
  // ... existing code ...
