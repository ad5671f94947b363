package com.acme.sync

import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.delay
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.isActive
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import org.slf4j.LoggerFactory
import kotlin.time.Duration
import kotlin.time.Duration.Companion.minutes

class InventorySync(
    private val remote: InventoryApi,
    private val local: InventoryDao,
    private val scope: CoroutineScope,
    private val interval: Duration = 5.minutes,
) {
    private val log = LoggerFactory.getLogger(InventorySync::class.java)

    private val _state = MutableStateFlow<SyncState>(SyncState.Idle)
    val state: StateFlow<SyncState> = _state.asStateFlow()

    fun start() {
        scope.launch {
            while (isActive) {
                syncOnce()
                delay(interval)
            }
        }
    }

    suspend fun syncOnce() {
        _state.value = SyncState.Running
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
    }

    suspend fun forceFullResync() {
        withContext(Dispatchers.IO) {
            local.transaction {
                local.clear()
                local.setLastSyncedAt(null)
            }
        }
        syncOnce()
    }
}

sealed interface SyncState {
    data object Idle : SyncState
    data object Running : SyncState
    data class Synced(val at: java.time.Instant) : SyncState
    data class Failed(val error: Throwable) : SyncState
}
