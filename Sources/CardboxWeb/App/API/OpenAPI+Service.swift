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
                        "operationId": "getHealth",
                        "summary": "Whether the server can reach its database, and which node answered.",
                        "tags": ["Service"], "security": [],
                        "responses": [
                            "200": OpenAPI.json("Healthy.", OpenAPI.ref("Health")),
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
                "Health": OpenAPI.record(
                    [
                        "status": OpenAPI.string(values: ["ok"], description: "The database answered."),
                        "node": OpenAPI.string(
                            description:
                                "The id of the node that answered (setting `node-id`, `CARDBOX_NODE_ID`), which tells "
                                + "apart the nodes that share one database."),
                    ], description: "A healthy node."),
                "User": OpenAPI.record(
                    [
                        "id": OpenAPI.id,
                        "name": OpenAPI.string(),
                        "email": OpenAPI.string(description: "Absent for the local user of a single-user server."),
                        "time_zone": OpenAPI.string(description: "An IANA time zone, such as `Europe/Berlin`."),
                        "rollover_hour": OpenAPI.integer(
                            minimum: 0, maximum: 23, description: "The hour a new study day starts."),
                    ], optional: ["email"], description: "An account."),
            ])
    }
}
