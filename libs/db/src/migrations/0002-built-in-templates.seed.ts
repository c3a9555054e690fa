// The built-in templates of migration 0002, frozen as that migration inserts them: written out
// on 2026-11-26 from the built-ins of libs/extraction of that day. A migration's data never
// follows the code; a later change to the built-ins is a migration of its own
// (built-in-templates.test.ts says when one is due). Never edit this file.
export const builtInTemplates0002 = [
  {
    "name": "pumpfun_volume",
    "display_name": "PumpFun Volume",
    "enabled": true,
    "priority": 60,
    "patterns": [
      {
        "pattern": "(?:^|\\n)[^\\w\\n]*PUMP\\.?FUN VOLUME\\b",
        "type": "regex",
        "enabled": true
      }
    ]
  },
  {
    "name": "pumpfun_new_alert",
    "display_name": "PumpFun New Alert",
    "enabled": true,
    "priority": 50,
    "patterns": [
      {
        "pattern": "(?:^|\\n)[^\\w\\n]*NEW ALERT\\b",
        "type": "regex",
        "enabled": true
      },
      {
        "pattern": "Bonding curve",
        "type": "contains",
        "enabled": true
      }
    ]
  },
  {
    "name": "trenchRadar_pumpfun",
    "display_name": "Trench Radar (Pump.fun)",
    "enabled": true,
    "priority": 60,
    "patterns": [
      {
        "pattern": "(?:^|\\n)[^\\w\\n]*TRENCH RADAR\\s*[|•·-]\\s*PUMP\\.?FUN\\b",
        "type": "regex",
        "enabled": true
      }
    ]
  },
  {
    "name": "insider",
    "display_name": "Insider",
    "enabled": true,
    "priority": 50,
    "patterns": [
      {
        "pattern": "(?:^|\\n)[^\\w\\n]*INSIDER (?:BUY|SELL)\\b",
        "type": "regex",
        "enabled": true
      }
    ]
  },
  {
    "name": "cabal_fomo",
    "display_name": "Cabal FOMO",
    "enabled": true,
    "priority": 50,
    "patterns": [
      {
        "pattern": "(?:^|\\n)[^\\w\\n]*CABAL FOMO\\b",
        "type": "regex",
        "enabled": true
      }
    ]
  },
  {
    "name": "cabal_analysis",
    "display_name": "Cabal Analysis",
    "enabled": true,
    "priority": 50,
    "patterns": [
      {
        "pattern": "(?:^|\\n)[^\\w\\n]*CABAL ANALYSIS\\b",
        "type": "regex",
        "enabled": true
      }
    ]
  },
  {
    "name": "curated",
    "display_name": "Curated",
    "enabled": true,
    "priority": 50,
    "patterns": [
      {
        "pattern": "(?:^|\\n)[^\\w\\n]*CURATED PICK\\b",
        "type": "regex",
        "enabled": true
      }
    ]
  },
  {
    "name": "call_analyzer",
    "display_name": "Call Analyzer",
    "enabled": true,
    "priority": 50,
    "patterns": [
      {
        "pattern": "(?:^|\\n)[^\\w\\n]*CALL ANALYZER\\b",
        "type": "regex",
        "enabled": true
      }
    ]
  },
  {
    "name": "trench_radar",
    "display_name": "Trench Radar",
    "enabled": true,
    "priority": 50,
    "patterns": [
      {
        "pattern": "(?:^|\\n)[^\\w\\n]*TRENCH RADAR\\b",
        "type": "regex",
        "enabled": true
      }
    ]
  },
  {
    "name": "volume_alert",
    "display_name": "Volume Alert",
    "enabled": true,
    "priority": 50,
    "patterns": [
      {
        "pattern": "(?:^|\\n)[^\\w\\n]*VOLUME ALERT\\b",
        "type": "regex",
        "enabled": true
      }
    ]
  },
  {
    "name": "jokel_push_chat",
    "display_name": "Jokel Push Chat",
    "enabled": true,
    "priority": 50,
    "patterns": [
      {
        "pattern": "(?:^|\\n)[^\\w\\n]*JOKEL PUSH\\b",
        "type": "regex",
        "enabled": true
      }
    ]
  }
] as const;
