// ... existing code ...
import org.slf4j.LoggerFactory
import kotlin.coroutines.cancellation.CancellationException
import kotlin.time.Duration
// ... existing code ...
    suspend fun syncOnce() {
        _state.value = SyncState.Running
        try {
            val since = local.lastSyncedAt()
            val changes = remote.fetchChanges(since)
            withContext(Dispatchers.IO) {
                local.transaction {
                    changes.upserts.forEach { local.upsert(it) }
                    changes.deletions.forEach { local.delete(it) }
                    local.setLastSyncedAt(changes.serverTime)
                }
            }
            log.info("synced {} upserts and {} deletions", changes.upserts.size, changes.deletions.size)
            _state.value = SyncState.Synced(changes.serverTime)
        } catch (e: CancellationException) {
            throw e
        } catch (e: Exception) {
            log.warn("inventory sync failed", e)
            _state.value = SyncState.Failed(e)
        }
    }
// ... existing code ...
