vcl 4.1;

backend app_0 {
    .host = "app";
    .port = "3000";
    .connect_timeout = 2s;
    .first_byte_timeout = 60s;
    .between_bytes_timeout = 60s;
    .probe = { .url = "/robots.txt"; .interval = 2s; .timeout = 5s; .window = 5; .threshold = 3; .initial = 3; }
}

acl purgers {
    "app";
}

sub vcl_init {
    new app = directors.round_robin();
    new sticky = directors.hash();
    app.add_backend(app_0);
    sticky.add_backend(app_0, 1.0);
}

