import CardboxJSON

extension OpenAPI.Area {
    /// The document itself, the caller's account, health and metrics.
    static var service: OpenAPI.Area {
        OpenAPI.Area(
            paths: [
                "/api/openapi.json": [
                    "get": [
                        "operationId": "getOpenAPIDocument", "summary": "This document.", "tags": ["Service"],
                        "security": [],
                        "responses": ["200": OpenAPI.json("The OpenAPI 3.1 document.", ["type": "object"])],
                    ]
                ],
                "/api/v1/me": [
                    "get": OpenAPI.operation(
                        "getMe", "The account the token belongs to.", tag: "Account",
                        responses: ["200": OpenAPI.json("The account.", OpenAPI.ref("User"))])
                ],
                "/healthz": [
                    "get": [
                        "operationId": "getHealth", "summary": "Whether the server can reach its database.",
                        "tags": ["Service"], "security": [],
                        "responses": [
                            "200": [
                                "description": "Healthy: the body is `ok`.",
                                "content": ["text/plain": ["schema": ["type": "string", "const": "ok\n"]]],
                            ],
                            "500": [
                                "description": "The database cannot be read.",
                                "content": ["text/html": ["schema": ["type": "string"]]],
                            ],
                        ],
                    ]
                ],
                "/metrics": [
                    "get": [
                        "operationId": "getMetrics", "summary": "Request counts and latencies for Prometheus.",
                        "tags": ["Service"], "security": [],
                        "responses": [
                            "200": [
                                "description": "The Prometheus text exposition format, version 0.0.4.",
                                "content": ["text/plain": ["schema": ["type": "string"]]],
                            ]
                        ],
                    ]
                ],
            ],
            schemas: [
                "User": OpenAPI.record(
                    [
                        "id": OpenAPI.id,
                        "name": OpenAPI.string(),
                        "email": OpenAPI.string(description: "Absent for the local user of a single-user server."),
                        "time_zone": OpenAPI.string(description: "An IANA time zone, such as `Europe/Berlin`."),
                        "rollover_hour": OpenAPI.integer(
                            minimum: 0, maximum: 23, description: "The hour a new study day starts."),
                    ], optional: ["email"], description: "An account.")
            ])
    }
}
