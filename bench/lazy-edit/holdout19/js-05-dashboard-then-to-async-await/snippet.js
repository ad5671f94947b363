// … existing code …

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

// … existing code …
