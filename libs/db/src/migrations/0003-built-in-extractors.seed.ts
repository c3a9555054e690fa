// The built-in templates' extractors of migration 0003, frozen as that migration inserts them: written out
// on 2026-11-26 from the built-ins of libs/extraction of that day. A migration's data never
// follows the code; a later change to the built-ins is a migration of its own
// (built-in-templates.test.ts says when one is due). Never edit this file.
export const builtInExtractors0003: Readonly<Record<string, readonly unknown[]>> = {
  "pumpfun_volume": [
    {
      "name": "total_holders",
      "type": "regex",
      "pattern": "(?:(?m:^)|[^\\w ] ?|total )holders:?\\s*(\\d[\\d,]*)",
      "post_processors": [
        "parseInt"
      ],
      "target_field": "holder_count",
      "accumulator_type": "latest",
      "preset_id": "total-holders"
    },
    {
      "name": "bonding_curve",
      "type": "regex",
      "pattern": "bonding(?: curve)?:?\\s*(\\d+(?:\\.\\d+)?\\s?%)",
      "post_processors": [
        "parsePercentage"
      ],
      "target_field": "accumulated_data",
      "accumulator_type": "latest",
      "preset_id": "bonding-curve"
    },
    {
      "name": "ath_market_cap",
      "type": "regex",
      "pattern": "(?:\\bath\\b|🔝)[:\\s]*(\\$\\s?\\d[\\d,]*(?:\\.\\d+)?\\s?[kmb]?)",
      "post_processors": [
        "parseAmount"
      ],
      "target_field": "accumulated_data",
      "accumulator_type": "max",
      "preset_id": "ath-market-cap"
    },
    {
      "name": "time_ago",
      "type": "regex",
      "pattern": "\\b(\\d+\\s?[smhd](?:\\s?\\d+\\s?[smhd])?)\\s+ago\\b",
      "post_processors": [
        "trim"
      ],
      "target_field": "accumulated_data",
      "accumulator_type": "latest",
      "preset_id": "time-ago"
    },
    {
      "name": "volume",
      "type": "regex",
      "pattern": "\\bvol(?:ume)?(?:\\s*\\(?\\d+[mhd]\\)?)?:?\\s*(\\$\\s?\\d[\\d,]*(?:\\.\\d+)?\\s?[kmb]?)",
      "post_processors": [
        "parseAmount"
      ],
      "target_field": "volume_24h",
      "accumulator_type": "latest",
      "preset_id": "volume"
    },
    {
      "name": "buy_sell_ratio",
      "type": "custom",
      "pattern": null,
      "post_processors": [],
      "target_field": "accumulated_data",
      "accumulator_type": "latest",
      "preset_id": "buy-sell-ratio"
    },
    {
      "name": "_output_template",
      "type": "custom",
      "target_field": "description",
      "accumulator_type": "none",
      "output_template": "Total Holders: {{total_holders}}\nBonding Curve Progress: {{bonding_curve}}\nATH Market Cap: {{ath_market_cap}}\nTime Ago: {{time_ago}}"
    }
  ],
  "pumpfun_new_alert": [
    {
      "name": "total_holders",
      "type": "regex",
      "pattern": "(?:(?m:^)|[^\\w ] ?|total )holders:?\\s*(\\d[\\d,]*)",
      "post_processors": [
        "parseInt"
      ],
      "target_field": "holder_count",
      "accumulator_type": "latest",
      "preset_id": "total-holders"
    },
    {
      "name": "bonding_curve",
      "type": "regex",
      "pattern": "bonding(?: curve)?:?\\s*(\\d+(?:\\.\\d+)?\\s?%)",
      "post_processors": [
        "parsePercentage"
      ],
      "target_field": "accumulated_data",
      "accumulator_type": "latest",
      "preset_id": "bonding-curve"
    },
    {
      "name": "ath_market_cap",
      "type": "regex",
      "pattern": "(?:\\bath\\b|🔝)[:\\s]*(\\$\\s?\\d[\\d,]*(?:\\.\\d+)?\\s?[kmb]?)",
      "post_processors": [
        "parseAmount"
      ],
      "target_field": "accumulated_data",
      "accumulator_type": "max",
      "preset_id": "ath-market-cap"
    },
    {
      "name": "dev_percent",
      "type": "regex",
      "pattern": "\\bdev:?\\s*(?:holding\\s*)?(\\d+(?:\\.\\d+)?\\s?%)",
      "post_processors": [
        "parsePercentage"
      ],
      "target_field": "dev_holdings_percentage",
      "accumulator_type": "latest",
      "preset_id": "dev-percent"
    },
    {
      "name": "top_10_percent",
      "type": "regex",
      "pattern": "top\\s?10(?: holders)?:?\\s*(\\d+(?:\\.\\d+)?\\s?%)",
      "post_processors": [
        "parsePercentage"
      ],
      "target_field": "accumulated_data",
      "accumulator_type": "latest",
      "preset_id": "top-10-percent"
    },
    {
      "name": "dev_status",
      "type": "regex",
      "pattern": "\\bdev:?\\s*(?:\\d+(?:\\.\\d+)?%\\s*\\(\\s*)?(not renounced|renounced|holding|sold|dumped)",
      "post_processors": [
        "lowercase"
      ],
      "target_field": "accumulated_data",
      "accumulator_type": "latest",
      "preset_id": "dev-status"
    },
    {
      "name": "dev_sold",
      "type": "custom",
      "pattern": null,
      "post_processors": [],
      "target_field": "accumulated_data",
      "accumulator_type": "latest",
      "preset_id": "dev-sold"
    },
    {
      "name": "twitter_mentions",
      "type": "regex",
      "pattern": "twitter(?: mentions)?:?\\s*(\\d[\\d,]*)|\\bx mentions:?\\s*(\\d[\\d,]*)|(\\d[\\d,]*)\\s*(?:twitter |tweet |x )?mentions",
      "post_processors": [
        "parseInt"
      ],
      "target_field": "accumulated_data",
      "accumulator_type": "sum",
      "preset_id": "twitter-mentions"
    },
    {
      "name": "time_ago",
      "type": "regex",
      "pattern": "\\b(\\d+\\s?[smhd](?:\\s?\\d+\\s?[smhd])?)\\s+ago\\b",
      "post_processors": [
        "trim"
      ],
      "target_field": "accumulated_data",
      "accumulator_type": "latest",
      "preset_id": "time-ago"
    },
    {
      "name": "_output_template",
      "type": "custom",
      "target_field": "description",
      "accumulator_type": "none",
      "output_template": "Total Holders: {{total_holders}}\nBonding Curve Progress: {{bonding_curve}}\nATH Market Cap: {{ath_market_cap}}\nDev Holdings %: {{dev_percent}}"
    }
  ],
  "trenchRadar_pumpfun": [
    {
      "name": "total_holders",
      "type": "regex",
      "pattern": "(?:(?m:^)|[^\\w ] ?|total )holders:?\\s*(\\d[\\d,]*)",
      "post_processors": [
        "parseInt"
      ],
      "target_field": "holder_count",
      "accumulator_type": "latest",
      "preset_id": "total-holders"
    },
    {
      "name": "dev_percent",
      "type": "regex",
      "pattern": "\\bdev:?\\s*(?:holding\\s*)?(\\d+(?:\\.\\d+)?\\s?%)",
      "post_processors": [
        "parsePercentage"
      ],
      "target_field": "dev_holdings_percentage",
      "accumulator_type": "latest",
      "preset_id": "dev-percent"
    },
    {
      "name": "top_10_percent",
      "type": "regex",
      "pattern": "top\\s?10(?: holders)?:?\\s*(\\d+(?:\\.\\d+)?\\s?%)",
      "post_processors": [
        "parsePercentage"
      ],
      "target_field": "accumulated_data",
      "accumulator_type": "latest",
      "preset_id": "top-10-percent"
    },
    {
      "name": "dev_status",
      "type": "regex",
      "pattern": "\\bdev:?\\s*(?:\\d+(?:\\.\\d+)?%\\s*\\(\\s*)?(not renounced|renounced|holding|sold|dumped)",
      "post_processors": [
        "lowercase"
      ],
      "target_field": "accumulated_data",
      "accumulator_type": "latest",
      "preset_id": "dev-status"
    },
    {
      "name": "sniper_activity",
      "type": "regex",
      "pattern": "snipers?:?\\s*(\\d+(?:\\.\\d+)?\\s?%?)",
      "post_processors": [
        "trim"
      ],
      "target_field": "accumulated_data",
      "accumulator_type": "latest",
      "preset_id": "sniper-activity"
    },
    {
      "name": "bundle_activity",
      "type": "regex",
      "pattern": "bundles?:?\\s*(\\d+)",
      "post_processors": [
        "parseInt"
      ],
      "target_field": "accumulated_data",
      "accumulator_type": "latest",
      "preset_id": "bundle-activity"
    },
    {
      "name": "dev_sold",
      "type": "custom",
      "pattern": null,
      "post_processors": [],
      "target_field": "accumulated_data",
      "accumulator_type": "latest",
      "preset_id": "dev-sold"
    },
    {
      "name": "twitter_mentions",
      "type": "regex",
      "pattern": "twitter(?: mentions)?:?\\s*(\\d[\\d,]*)|\\bx mentions:?\\s*(\\d[\\d,]*)|(\\d[\\d,]*)\\s*(?:twitter |tweet |x )?mentions",
      "post_processors": [
        "parseInt"
      ],
      "target_field": "accumulated_data",
      "accumulator_type": "sum",
      "preset_id": "twitter-mentions"
    },
    {
      "name": "token_age",
      "type": "regex",
      "pattern": "\\bage:?\\s*(\\d+\\s?[smhd](?:\\s?\\d+\\s?[smhd])?)|\\b(\\d+\\s?[smhd](?:\\s?\\d+\\s?[smhd])?)\\s+old\\b",
      "post_processors": [
        "trim"
      ],
      "target_field": "accumulated_data",
      "accumulator_type": "latest",
      "preset_id": "token-age"
    },
    {
      "name": "_output_template",
      "type": "custom",
      "target_field": "description",
      "accumulator_type": "none",
      "output_template": "Total Holders: {{total_holders}}\nDev Holdings %: {{dev_percent}}\nTop 10 %: {{top_10_percent}}\nDev Status: {{dev_status}}"
    }
  ],
  "insider": [
    {
      "name": "buy_amount",
      "type": "regex",
      "pattern": "(?:bought|buy amount|bought for):?\\s*(\\d[\\d,]*(?:\\.\\d+)?)\\s*sol\\b",
      "post_processors": [
        "parseAmount"
      ],
      "target_field": "accumulated_data",
      "accumulator_type": "sum",
      "preset_id": "buy-amount"
    },
    {
      "name": "sell_amount",
      "type": "regex",
      "pattern": "(?:sold|sell amount):?\\s*(\\d[\\d,]*(?:\\.\\d+)?)\\s*sol\\b",
      "post_processors": [
        "parseAmount"
      ],
      "target_field": "accumulated_data",
      "accumulator_type": "sum",
      "preset_id": "sell-amount"
    },
    {
      "name": "smart_buyers",
      "type": "regex",
      "pattern": "smart money:?\\s*(\\d+)\\s*wallets?",
      "post_processors": [
        "parseInt"
      ],
      "target_field": "accumulated_data",
      "accumulator_type": "sum",
      "preset_id": "smart-buyers"
    },
    {
      "name": "insider_count",
      "type": "regex",
      "pattern": "insiders(?: holding)?:?\\s*(\\d+)",
      "post_processors": [
        "parseInt"
      ],
      "target_field": "accumulated_data",
      "accumulator_type": "latest",
      "preset_id": "insider-count"
    },
    {
      "name": "win_rate",
      "type": "regex",
      "pattern": "win ?rate:?\\s*(\\d+(?:\\.\\d+)?\\s?%)",
      "post_processors": [
        "parsePercentage"
      ],
      "target_field": "accumulated_data",
      "accumulator_type": "latest",
      "preset_id": "win-rate"
    },
    {
      "name": "recent_sol_activity",
      "type": "regex",
      "pattern": "(\\d[\\d,]*(?:\\.\\d+)?)\\s*sol\\b",
      "post_processors": [
        "parseAmount"
      ],
      "target_field": "accumulated_data",
      "accumulator_type": "sum",
      "preset_id": "recent-sol-activity"
    },
    {
      "name": "_output_template",
      "type": "custom",
      "target_field": "description",
      "accumulator_type": "none",
      "output_template": "Buy Amount: {{buy_amount}}\nSell Amount: {{sell_amount}}\nSmart Buyers: {{smart_buyers}}\nInsider Count: {{insider_count}}"
    }
  ],
  "cabal_fomo": [
    {
      "name": "total_holders",
      "type": "regex",
      "pattern": "(?:(?m:^)|[^\\w ] ?|total )holders:?\\s*(\\d[\\d,]*)",
      "post_processors": [
        "parseInt"
      ],
      "target_field": "holder_count",
      "accumulator_type": "latest",
      "preset_id": "total-holders"
    },
    {
      "name": "one_hour_change",
      "type": "regex",
      "pattern": "\\b1h(?: change)?:\\s*([+-]?\\d+(?:\\.\\d+)?\\s?%)|\\(\\s*([+-]?\\d+(?:\\.\\d+)?\\s?%)\\s*1h\\)",
      "post_processors": [
        "parsePercentage"
      ],
      "target_field": "accumulated_data",
      "accumulator_type": "latest",
      "preset_id": "one-hour-change"
    },
    {
      "name": "total_buys",
      "type": "regex",
      "pattern": "total buys:?\\s*(\\$?\\s?\\d[\\d,]*(?:\\.\\d+)?\\s?[kmb]?)",
      "post_processors": [
        "parseAmount"
      ],
      "target_field": "accumulated_data",
      "accumulator_type": "sum",
      "preset_id": "total-buys"
    },
    {
      "name": "top_10_percent",
      "type": "regex",
      "pattern": "top\\s?10(?: holders)?:?\\s*(\\d+(?:\\.\\d+)?\\s?%)",
      "post_processors": [
        "parsePercentage"
      ],
      "target_field": "accumulated_data",
      "accumulator_type": "latest",
      "preset_id": "top-10-percent"
    },
    {
      "name": "twitter_mentions",
      "type": "regex",
      "pattern": "twitter(?: mentions)?:?\\s*(\\d[\\d,]*)|\\bx mentions:?\\s*(\\d[\\d,]*)|(\\d[\\d,]*)\\s*(?:twitter |tweet |x )?mentions",
      "post_processors": [
        "parseInt"
      ],
      "target_field": "accumulated_data",
      "accumulator_type": "sum",
      "preset_id": "twitter-mentions"
    },
    {
      "name": "recent_sol_activity",
      "type": "regex",
      "pattern": "(\\d[\\d,]*(?:\\.\\d+)?)\\s*sol\\b",
      "post_processors": [
        "parseAmount"
      ],
      "target_field": "accumulated_data",
      "accumulator_type": "sum",
      "preset_id": "recent-sol-activity"
    },
    {
      "name": "_output_template",
      "type": "custom",
      "target_field": "description",
      "accumulator_type": "none",
      "output_template": "Total Holders: {{total_holders}}\n1h Change: {{one_hour_change}}\nTotal Buys: {{total_buys}}\nTop 10 %: {{top_10_percent}}"
    }
  ],
  "cabal_analysis": [
    {
      "name": "total_holders",
      "type": "regex",
      "pattern": "(?:(?m:^)|[^\\w ] ?|total )holders:?\\s*(\\d[\\d,]*)",
      "post_processors": [
        "parseInt"
      ],
      "target_field": "holder_count",
      "accumulator_type": "latest",
      "preset_id": "total-holders"
    },
    {
      "name": "liquidity",
      "type": "regex",
      "pattern": "\\bliq(?:uidity)?:?\\s*(\\$\\s?\\d[\\d,]*(?:\\.\\d+)?\\s?[kmb]?)",
      "post_processors": [
        "parseAmount"
      ],
      "target_field": "liquidity_usd",
      "accumulator_type": "latest",
      "preset_id": "liquidity"
    },
    {
      "name": "insider_count",
      "type": "regex",
      "pattern": "insiders(?: holding)?:?\\s*(\\d+)",
      "post_processors": [
        "parseInt"
      ],
      "target_field": "accumulated_data",
      "accumulator_type": "latest",
      "preset_id": "insider-count"
    },
    {
      "name": "early_hold_count",
      "type": "regex",
      "pattern": "early buyers:?[^\\n]*?(\\d+)\\s*hold",
      "post_processors": [
        "parseInt"
      ],
      "target_field": "accumulated_data",
      "accumulator_type": "latest",
      "preset_id": "early-hold-count"
    },
    {
      "name": "early_sold_part_count",
      "type": "regex",
      "pattern": "early buyers:?[^\\n]*?(\\d+)\\s*partial",
      "post_processors": [
        "parseInt"
      ],
      "target_field": "accumulated_data",
      "accumulator_type": "latest",
      "preset_id": "early-sold-part-count"
    },
    {
      "name": "early_sold_count",
      "type": "regex",
      "pattern": "early buyers:?[^\\n]*?(\\d+)\\s*sold",
      "post_processors": [
        "parseInt"
      ],
      "target_field": "accumulated_data",
      "accumulator_type": "latest",
      "preset_id": "early-sold-count"
    },
    {
      "name": "dev_percent",
      "type": "regex",
      "pattern": "\\bdev:?\\s*(?:holding\\s*)?(\\d+(?:\\.\\d+)?\\s?%)",
      "post_processors": [
        "parsePercentage"
      ],
      "target_field": "dev_holdings_percentage",
      "accumulator_type": "latest",
      "preset_id": "dev-percent"
    },
    {
      "name": "top_10_percent",
      "type": "regex",
      "pattern": "top\\s?10(?: holders)?:?\\s*(\\d+(?:\\.\\d+)?\\s?%)",
      "post_processors": [
        "parsePercentage"
      ],
      "target_field": "accumulated_data",
      "accumulator_type": "latest",
      "preset_id": "top-10-percent"
    },
    {
      "name": "rug_risk",
      "type": "regex",
      "pattern": "rug risk:?\\s*([a-z]+)",
      "post_processors": [
        "uppercase"
      ],
      "target_field": "accumulated_data",
      "accumulator_type": "latest",
      "preset_id": "rug-risk"
    },
    {
      "name": "_output_template",
      "type": "custom",
      "target_field": "description",
      "accumulator_type": "none",
      "output_template": "Total Holders: {{total_holders}}\nLiquidity: {{liquidity}}\nInsider Count: {{insider_count}}\nEarly Buyers Holding: {{early_hold_count}}"
    }
  ],
  "curated": [
    {
      "name": "total_holders",
      "type": "regex",
      "pattern": "(?:(?m:^)|[^\\w ] ?|total )holders:?\\s*(\\d[\\d,]*)",
      "post_processors": [
        "parseInt"
      ],
      "target_field": "holder_count",
      "accumulator_type": "latest",
      "preset_id": "total-holders"
    },
    {
      "name": "narrative",
      "type": "regex",
      "pattern": "narrative:\\s*([^\\n]+)",
      "post_processors": [
        "trim"
      ],
      "target_field": "accumulated_data",
      "accumulator_type": "latest",
      "preset_id": "narrative"
    },
    {
      "name": "liquidity",
      "type": "regex",
      "pattern": "\\bliq(?:uidity)?:?\\s*(\\$\\s?\\d[\\d,]*(?:\\.\\d+)?\\s?[kmb]?)",
      "post_processors": [
        "parseAmount"
      ],
      "target_field": "liquidity_usd",
      "accumulator_type": "latest",
      "preset_id": "liquidity"
    },
    {
      "name": "kol_count",
      "type": "regex",
      "pattern": "\\bkols?:?[ \\t]*(\\d+)|(\\d+)[ \\t]*kols?\\b",
      "post_processors": [
        "parseInt"
      ],
      "target_field": "accumulated_data",
      "accumulator_type": "latest",
      "preset_id": "kol-count"
    },
    {
      "name": "caller_name",
      "type": "regex",
      "pattern": "called by:?\\s*(@?[a-z0-9_]{2,32})",
      "post_processors": [
        "trim"
      ],
      "target_field": "accumulated_data",
      "accumulator_type": "latest",
      "preset_id": "caller-name"
    },
    {
      "name": "twitter_link",
      "type": "custom",
      "pattern": null,
      "post_processors": [],
      "target_field": "accumulated_data",
      "accumulator_type": "latest",
      "preset_id": "twitter-link"
    },
    {
      "name": "volume_24h",
      "type": "regex",
      "pattern": "(?:24h vol(?:ume)?|vol(?:ume)? 24h|vol(?:ume)? \\(24h\\)):?\\s*(\\$?\\s?\\d[\\d,]*(?:\\.\\d+)?\\s?[kmb]?)",
      "post_processors": [
        "parseAmount"
      ],
      "target_field": "volume_24h",
      "accumulator_type": "latest",
      "preset_id": "volume-24h"
    },
    {
      "name": "volume",
      "type": "regex",
      "pattern": "\\bvol(?:ume)?(?:\\s*\\(?\\d+[mhd]\\)?)?:?\\s*(\\$\\s?\\d[\\d,]*(?:\\.\\d+)?\\s?[kmb]?)",
      "post_processors": [
        "parseAmount"
      ],
      "target_field": "volume_24h",
      "accumulator_type": "latest",
      "preset_id": "volume"
    },
    {
      "name": "_output_template",
      "type": "custom",
      "target_field": "description",
      "accumulator_type": "none",
      "output_template": "Total Holders: {{total_holders}}\nNarrative: {{narrative}}\nLiquidity: {{liquidity}}\nKOL Count: {{kol_count}}"
    }
  ],
  "call_analyzer": [
    {
      "name": "ath_market_cap",
      "type": "regex",
      "pattern": "(?:\\bath\\b|🔝)[:\\s]*(\\$\\s?\\d[\\d,]*(?:\\.\\d+)?\\s?[kmb]?)",
      "post_processors": [
        "parseAmount"
      ],
      "target_field": "accumulated_data",
      "accumulator_type": "max",
      "preset_id": "ath-market-cap"
    },
    {
      "name": "first_caller",
      "type": "regex",
      "pattern": "first call(?:er)?:?\\s*(@?[a-z0-9_]{2,32})",
      "post_processors": [
        "trim"
      ],
      "target_field": "accumulated_data",
      "accumulator_type": "latest",
      "preset_id": "first-caller"
    },
    {
      "name": "call_multiple",
      "type": "regex",
      "pattern": "(\\d+(?:\\.\\d+)?)\\s?x from (?:call|entry)",
      "post_processors": [
        "parseFloat"
      ],
      "target_field": "accumulated_data",
      "accumulator_type": "max",
      "preset_id": "call-multiple"
    },
    {
      "name": "callers_count",
      "type": "regex",
      "pattern": "callers:?\\s*(\\d+)",
      "post_processors": [
        "parseInt"
      ],
      "target_field": "accumulated_data",
      "accumulator_type": "latest",
      "preset_id": "callers-count"
    },
    {
      "name": "time_ago",
      "type": "regex",
      "pattern": "\\b(\\d+\\s?[smhd](?:\\s?\\d+\\s?[smhd])?)\\s+ago\\b",
      "post_processors": [
        "trim"
      ],
      "target_field": "accumulated_data",
      "accumulator_type": "latest",
      "preset_id": "time-ago"
    },
    {
      "name": "_output_template",
      "type": "custom",
      "target_field": "description",
      "accumulator_type": "none",
      "output_template": "ATH Market Cap: {{ath_market_cap}}\nFirst Caller: {{first_caller}}\nCall Multiple: {{call_multiple}}\nCallers Count: {{callers_count}}"
    }
  ],
  "trench_radar": [
    {
      "name": "total_holders",
      "type": "regex",
      "pattern": "(?:(?m:^)|[^\\w ] ?|total )holders:?\\s*(\\d[\\d,]*)",
      "post_processors": [
        "parseInt"
      ],
      "target_field": "holder_count",
      "accumulator_type": "latest",
      "preset_id": "total-holders"
    },
    {
      "name": "one_hour_change",
      "type": "regex",
      "pattern": "\\b1h(?: change)?:\\s*([+-]?\\d+(?:\\.\\d+)?\\s?%)|\\(\\s*([+-]?\\d+(?:\\.\\d+)?\\s?%)\\s*1h\\)",
      "post_processors": [
        "parsePercentage"
      ],
      "target_field": "accumulated_data",
      "accumulator_type": "latest",
      "preset_id": "one-hour-change"
    },
    {
      "name": "liquidity",
      "type": "regex",
      "pattern": "\\bliq(?:uidity)?:?\\s*(\\$\\s?\\d[\\d,]*(?:\\.\\d+)?\\s?[kmb]?)",
      "post_processors": [
        "parseAmount"
      ],
      "target_field": "liquidity_usd",
      "accumulator_type": "latest",
      "preset_id": "liquidity"
    },
    {
      "name": "top_10_percent",
      "type": "regex",
      "pattern": "top\\s?10(?: holders)?:?\\s*(\\d+(?:\\.\\d+)?\\s?%)",
      "post_processors": [
        "parsePercentage"
      ],
      "target_field": "accumulated_data",
      "accumulator_type": "latest",
      "preset_id": "top-10-percent"
    },
    {
      "name": "token_age",
      "type": "regex",
      "pattern": "\\bage:?\\s*(\\d+\\s?[smhd](?:\\s?\\d+\\s?[smhd])?)|\\b(\\d+\\s?[smhd](?:\\s?\\d+\\s?[smhd])?)\\s+old\\b",
      "post_processors": [
        "trim"
      ],
      "target_field": "accumulated_data",
      "accumulator_type": "latest",
      "preset_id": "token-age"
    },
    {
      "name": "volume",
      "type": "regex",
      "pattern": "\\bvol(?:ume)?(?:\\s*\\(?\\d+[mhd]\\)?)?:?\\s*(\\$\\s?\\d[\\d,]*(?:\\.\\d+)?\\s?[kmb]?)",
      "post_processors": [
        "parseAmount"
      ],
      "target_field": "volume_24h",
      "accumulator_type": "latest",
      "preset_id": "volume"
    },
    {
      "name": "buy_sell_ratio",
      "type": "custom",
      "pattern": null,
      "post_processors": [],
      "target_field": "accumulated_data",
      "accumulator_type": "latest",
      "preset_id": "buy-sell-ratio"
    },
    {
      "name": "_output_template",
      "type": "custom",
      "target_field": "description",
      "accumulator_type": "none",
      "output_template": "Total Holders: {{total_holders}}\n1h Change: {{one_hour_change}}\nLiquidity: {{liquidity}}\nTop 10 %: {{top_10_percent}}"
    }
  ],
  "volume_alert": [
    {
      "name": "price",
      "type": "custom",
      "pattern": null,
      "post_processors": [],
      "target_field": "initial_price",
      "accumulator_type": "latest",
      "preset_id": "price"
    },
    {
      "name": "price_usd",
      "type": "custom",
      "pattern": null,
      "post_processors": [],
      "target_field": "accumulated_data",
      "accumulator_type": "latest",
      "preset_id": "price-usd"
    },
    {
      "name": "price_change",
      "type": "regex",
      "pattern": "price:[^\\n(]*\\(\\s*([+-]?\\d+(?:\\.\\d+)?\\s?%)",
      "post_processors": [
        "parsePercentage"
      ],
      "target_field": "accumulated_data",
      "accumulator_type": "latest",
      "preset_id": "price-change"
    },
    {
      "name": "one_hour_change",
      "type": "regex",
      "pattern": "\\b1h(?: change)?:\\s*([+-]?\\d+(?:\\.\\d+)?\\s?%)|\\(\\s*([+-]?\\d+(?:\\.\\d+)?\\s?%)\\s*1h\\)",
      "post_processors": [
        "parsePercentage"
      ],
      "target_field": "accumulated_data",
      "accumulator_type": "latest",
      "preset_id": "one-hour-change"
    },
    {
      "name": "liquidity",
      "type": "regex",
      "pattern": "\\bliq(?:uidity)?:?\\s*(\\$\\s?\\d[\\d,]*(?:\\.\\d+)?\\s?[kmb]?)",
      "post_processors": [
        "parseAmount"
      ],
      "target_field": "liquidity_usd",
      "accumulator_type": "latest",
      "preset_id": "liquidity"
    },
    {
      "name": "volume",
      "type": "regex",
      "pattern": "\\bvol(?:ume)?(?:\\s*\\(?\\d+[mhd]\\)?)?:?\\s*(\\$\\s?\\d[\\d,]*(?:\\.\\d+)?\\s?[kmb]?)",
      "post_processors": [
        "parseAmount"
      ],
      "target_field": "volume_24h",
      "accumulator_type": "latest",
      "preset_id": "volume"
    },
    {
      "name": "buy_sell_ratio",
      "type": "custom",
      "pattern": null,
      "post_processors": [],
      "target_field": "accumulated_data",
      "accumulator_type": "latest",
      "preset_id": "buy-sell-ratio"
    },
    {
      "name": "_output_template",
      "type": "custom",
      "target_field": "description",
      "accumulator_type": "none",
      "output_template": "Price: {{price}}\nPrice (USD): {{price_usd}}\nPrice Change: {{price_change}}\n1h Change: {{one_hour_change}}"
    }
  ],
  "jokel_push_chat": [
    {
      "name": "total_holders",
      "type": "regex",
      "pattern": "(?:(?m:^)|[^\\w ] ?|total )holders:?\\s*(\\d[\\d,]*)",
      "post_processors": [
        "parseInt"
      ],
      "target_field": "holder_count",
      "accumulator_type": "latest",
      "preset_id": "total-holders"
    },
    {
      "name": "top_10_percent",
      "type": "regex",
      "pattern": "top\\s?10(?: holders)?:?\\s*(\\d+(?:\\.\\d+)?\\s?%)",
      "post_processors": [
        "parsePercentage"
      ],
      "target_field": "accumulated_data",
      "accumulator_type": "latest",
      "preset_id": "top-10-percent"
    },
    {
      "name": "dev_sold",
      "type": "custom",
      "pattern": null,
      "post_processors": [],
      "target_field": "accumulated_data",
      "accumulator_type": "latest",
      "preset_id": "dev-sold"
    },
    {
      "name": "volume",
      "type": "regex",
      "pattern": "\\bvol(?:ume)?(?:\\s*\\(?\\d+[mhd]\\)?)?:?\\s*(\\$\\s?\\d[\\d,]*(?:\\.\\d+)?\\s?[kmb]?)",
      "post_processors": [
        "parseAmount"
      ],
      "target_field": "volume_24h",
      "accumulator_type": "latest",
      "preset_id": "volume"
    },
    {
      "name": "_output_template",
      "type": "custom",
      "target_field": "description",
      "accumulator_type": "none",
      "output_template": "Total Holders: {{total_holders}}\nTop 10 %: {{top_10_percent}}\nDev Sold: {{dev_sold}}\nVolume: {{volume}}"
    }
  ]
};
