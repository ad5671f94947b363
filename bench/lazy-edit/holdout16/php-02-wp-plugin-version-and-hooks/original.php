<?php
/**
 * Plugin Name: Acme Events
 * Description: Event listings with RSVP support.
 * Version: 1.3.0
 * Author: Acme Web Team
 */

if (!defined('ABSPATH')) {
    exit;
}

define('ACME_EVENTS_VERSION', '1.3.0');
define('ACME_EVENTS_DIR', plugin_dir_path(__FILE__));

require_once ACME_EVENTS_DIR . 'includes/class-event-post-type.php';
require_once ACME_EVENTS_DIR . 'includes/class-rsvp-handler.php';
require_once ACME_EVENTS_DIR . 'includes/template-tags.php';

function acme_events_register_post_type() {
    Acme_Event_Post_Type::register();
}
add_action('init', 'acme_events_register_post_type');

function acme_events_enqueue_assets() {
    if (!is_singular('acme_event') && !is_post_type_archive('acme_event')) {
        return;
    }
    wp_enqueue_style(
        'acme-events',
        plugins_url('assets/css/events.css', __FILE__),
        array(),
        ACME_EVENTS_VERSION
    );
    wp_enqueue_script(
        'acme-events',
        plugins_url('assets/js/events.js', __FILE__),
        array('jquery'),
        ACME_EVENTS_VERSION,
        true
    );
    wp_localize_script('acme-events', 'AcmeEvents', array(
        'ajaxUrl' => admin_url('admin-ajax.php'),
        'nonce'   => wp_create_nonce('acme_events_rsvp'),
    ));
}
add_action('wp_enqueue_scripts', 'acme_events_enqueue_assets');

function acme_events_handle_rsvp() {
    check_ajax_referer('acme_events_rsvp', 'nonce');
    $handler = new Acme_RSVP_Handler();
    wp_send_json($handler->handle($_POST));
}
add_action('wp_ajax_acme_events_rsvp', 'acme_events_handle_rsvp');
add_action('wp_ajax_nopriv_acme_events_rsvp', 'acme_events_handle_rsvp');

function acme_events_activate() {
    acme_events_register_post_type();
    flush_rewrite_rules();
}
register_activation_hook(__FILE__, 'acme_events_activate');

function acme_events_deactivate() {
    flush_rewrite_rules();
}
register_deactivation_hook(__FILE__, 'acme_events_deactivate');