<?php
/**
 * Plugin Name: Acme Events
 * Description: Event listings with RSVP support.
 * Version: 1.4.0
 * Author: Acme Web Team
 */

// ... existing code ...

define('ACME_EVENTS_VERSION', '1.4.0');
// ... existing code ...
    wp_enqueue_script(
        'acme-events',
        plugins_url('assets/js/events.js', __FILE__),
        array(),
        ACME_EVENTS_VERSION,
        true
    );
// ... existing code ...
add_action('wp_ajax_acme_events_rsvp', 'acme_events_handle_rsvp');

function acme_events_activate() {
// ... existing code ...
