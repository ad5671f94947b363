import { api } from './client';
import { store } from '../store';
import { showToast } from '../ui/toast';

const CACHE_TTL = 5 * 60 * 1000;
const cache = new Map();

function cacheKey(resource, params) {
  return `${resource}?${new URLSearchParams(params).toString()}`;
}

export function getCached(resource, params = {}) {
  const key = cacheKey(resource, params);
  const hit = cache.get(key);
  if (hit && Date.now() - hit.time < CACHE_TTL) {
    return Promise.resolve(hit.value);
  }
  return api.get(resource, { params }).then((response) => {
    cache.set(key, { value: response.data, time: Date.now() });
    return response.data;
  });
}

export function invalidate(resource) {
  for (const key of cache.keys()) {
    if (key.startsWith(`${resource}?`)) {
      cache.delete(key);
    }
  }
}

export async function loadDashboard(teamId) {
  store.dispatch({ type: 'dashboard/loading' });
  try {
    const [stats, activity, members] = await Promise.all([
      getCached('/stats', { teamId }),
      getCached('/activity', { teamId, limit: 25 }),
      getCached('/members', { teamId }),
    ]);
    store.dispatch({
      type: 'dashboard/loaded',
      payload: { stats, activity, members },
    });
  } catch (error) {
    store.dispatch({ type: 'dashboard/failed', error: error.message });
    showToast('Could not load the dashboard', 'error');
  }
}

export function saveWidgetLayout(teamId, layout) {
  return api
    .put(`/teams/${teamId}/layout`, { layout })
    .then(() => {
      invalidate('/stats');
      showToast('Layout saved');
    })
    .catch((error) => {
      showToast(`Saving failed: ${error.message}`, 'error');
      throw error;
    });
}
