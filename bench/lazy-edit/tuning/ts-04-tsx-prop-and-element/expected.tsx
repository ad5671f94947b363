import { useState } from 'react';

export function SearchBox({ onSearch, placeholder }: { onSearch: (q: string) => void; placeholder?: string }) {
  const [query, setQuery] = useState('');
  return (
    <form onSubmit={(e) => { e.preventDefault(); onSearch(query); }}>
      <input value={query} placeholder={placeholder} onChange={(e) => setQuery(e.target.value)} />
      {query && <button type="button" onClick={() => setQuery('')}>Clear</button>}
      <button type="submit">Search</button>
    </form>
  );
}
